print("statedocs")
