let login = 1
