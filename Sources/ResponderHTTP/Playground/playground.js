// ResponderLab playground
