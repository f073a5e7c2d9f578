@_exported import ResponderCore
