let b = 2
