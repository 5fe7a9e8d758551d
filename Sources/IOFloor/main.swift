// The I/O floor for the scripted-throughput benchmark: reads lines from stdin and writes, per
// line, as many bytes as the shell wrote per line (`IOFloor BYTES_TOTAL LINES`), spread evenly.
// It does what any line-driven program must do and nothing else.

let totalBytes = CommandLine.arguments.count > 1 ? Int(CommandLine.arguments[1]) ?? 0 : 0
let lines = CommandLine.arguments.count > 2 ? max(Int(CommandLine.arguments[2]) ?? 1, 1) : 1
let perLine = max(totalBytes / lines, 1)
let text = String(repeating: "x", count: perLine - 1)
var extra = totalBytes - perLine * lines
while readLine(strippingNewline: true) != nil {
  if extra > 0 {
    print(text + "x")
    extra -= 1
  } else {
    print(text)
  }
}
