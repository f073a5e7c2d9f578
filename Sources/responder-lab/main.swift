import ResponderLabCLI

#if canImport(Glibc)
    import Glibc
#endif

// Tiny on purpose: read the command line, hand over to ResponderLabCommand (in ResponderLabCLI, so tests share it).
let code = ResponderLabCommand.run(arguments: Array(CommandLine.arguments.dropFirst()))
exit(code)
