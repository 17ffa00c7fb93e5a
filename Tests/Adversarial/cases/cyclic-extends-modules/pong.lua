return { extends = "ping" }
