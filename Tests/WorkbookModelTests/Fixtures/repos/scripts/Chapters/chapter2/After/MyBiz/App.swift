let app = 1
