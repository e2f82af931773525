let a = 1
