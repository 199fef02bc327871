// An app's views as they are written on Apple's platforms; on Linux the file compiles to nothing, and
// `swift package check-springs` reads it all the same (it parses the source, it does not build it).
#if canImport(SwiftUI)
import SwiftUI

struct SheetView: View {
  @State private var isOpen = false
  // A comment is not a spring: .spring(response: 0.1, dampingFraction: 0.1)

  var body: some View {
    Rectangle()
      .offset(y: isOpen ? 0 : 600)
      .animation(.spring(response: 0.35, dampingFraction: 0.86), value: isOpen)
      .onTapGesture {
        withAnimation(.bouncy) { isOpen.toggle() }
      }
  }
}
#endif
