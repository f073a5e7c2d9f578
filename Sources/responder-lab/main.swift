print("responder-lab")
