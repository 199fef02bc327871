import SwiftSyntax

/// The APIs a file imports (`import Wave`, `import SwiftUI`, `@testable import …`, `import struct Wave.Spring`),
/// read from its top-level statements and those inside `#if` blocks: what decides a call whose labels fit forms
/// of more than one API.
enum SourceImports {
  static func apis(in file: SourceFileSyntax) -> Set<SourceAPI> {
    var apis: Set<SourceAPI> = []
    collect(file.statements, into: &apis)
    return apis
  }

  private static func collect(_ statements: CodeBlockItemListSyntax, into apis: inout Set<SourceAPI>) {
    for statement in statements {
      if let declaration = statement.item.as(ImportDeclSyntax.self), let module = declaration.path.first?.name.text {
        switch module {
        case "Wave": apis.insert(.wave)
        case "SwiftUI": apis.insert(.swiftui)
        default: break
        }
      } else if let conditional = statement.item.as(IfConfigDeclSyntax.self) {
        for clause in conditional.clauses {
          if case .statements(let inner) = clause.elements { collect(inner, into: &apis) }
        }
      }
    }
  }
}
