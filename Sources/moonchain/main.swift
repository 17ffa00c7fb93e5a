print("moonchain: under construction")
