return { app = true, window = "w" }
