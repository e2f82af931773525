print("benchmark: to be written")
