import WaveOutput

/// `index.html`: one self-contained page over the suite's reports (no script, no network: styles inline,
/// plots as inline SVG).
///
/// On top, the user's springs (``YourSprings``): `check`'s verdicts and their motion to watch; then the headline
/// findings of every topic (``ReportBundle/headline``), what a Wave user must know, a failing spring of the user's
/// first, then a failing preset, then the rest (``Headline/summary(_:)``); then one section per topic: its Markdown as
/// HTML (findings, tables, plots) with links to its Markdown and JSON. The page only lays out what the topics
/// rendered; it computes nothing.
enum IndexPage {
  /// The file name.
  static let fileName = "index.html"

  /// The page over `bundles`, in the suite's order, with `yourSprings` on top.
  static func render(_ bundles: [ReportBundle], yourSprings: YourSprings? = nil) -> String {
    let svgs = Dictionary(
      bundles.flatMap(\.files).filter { $0.name.hasSuffix(".svg") }.map { ($0.name, $0.contents) },
      uniquingKeysWith: { first, _ in first })
    let converter = MarkdownHTML(headingOffset: 1) { svgs[$0] }
    var out = """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <title>WaveBench: the truth about your springs</title>
      <style>\(style)</style>
      </head>
      <body>
      <main>
      <header>
      <h1>WaveBench: the truth about your springs</h1>
      <p class="meta">wave-bench \(XMLText.escape(WaveBenchVersion.string)) · \(XMLText.escape(MachineInfo.cpuModel)), \(MachineInfo.cores) cores, \(XMLText.escape(MachineInfo.os)) · regenerate with <code>wave-bench</code> (writes this folder)</p>
      </header>

      """
    if let yourSprings { out += yourSprings.html() }
    out += "<section id=\"summary\">\n<h2>What a Wave user must know</h2>\n<ol>\n"
    for item in Headline.summary(bundles) {
      out +=
        "<li id=\"headline-\(item.topic)-\(item.number)\">" + MarkdownHTML.inline(item.headline.text)
        + " <a class=\"more\" href=\"#\(item.topic)\">\(XMLText.escape(item.topic)) →</a></li>\n"
    }
    out += "</ol>\n</section>\n<nav aria-label=\"Reports\"><ul>\n"
    out += bundles.map { "<li><a href=\"#\($0.topic)\">\(XMLText.escape($0.topic))</a></li>\n" }.joined()
    out += "</ul></nav>\n<h2 class=\"part\">The reports, for engine maintainers</h2>\n"
    for bundle in bundles {
      let documents = bundle.files.filter { $0.name.hasSuffix(".md") || $0.name.hasSuffix(".json") }
      out += "<section id=\"\(bundle.topic)\" class=\"topic\">\n"
      out +=
        "<p class=\"files\">"
        + documents.map { "<a href=\"\(XMLText.escape($0.name))\">\(XMLText.escape($0.name))</a>" }
        .joined(separator: " · ") + "</p>\n"
      if let markdown = bundle.files.first(where: { $0.name == "\(bundle.topic).md" }) {
        out += converter.render(markdown.contents)
      }
      out += "</section>\n"
    }
    return out + "</main>\n</body>\n</html>\n"
  }

  /// The page's styles: one readable column, wide tables scroll inside their box, plots shrink to the screen.
  static let style = """
    body{margin:0;font:16px/1.55 system-ui,-apple-system,"Segoe UI",Roboto,Helvetica,Arial,sans-serif;color:#1b1b1b;background:#fff}\
    main{max-width:76rem;margin:0 auto;padding:1rem 1.25rem 3rem}\
    h1{font-size:1.8rem;margin:.5rem 0}h2{margin-top:2.5rem;border-bottom:1px solid #ddd;padding-bottom:.25rem}\
    h3{margin-top:1.75rem}.meta,.files{color:#555;font-size:.9rem}\
    #your-springs,#summary{overflow-wrap:anywhere}p code,li code{white-space:normal;overflow-wrap:anywhere}\
    #your-springs .verdict{border-left:4px solid #b3261e;padding:.1rem .9rem;margin:.75rem 0;background:#fdf3f2}\
    #your-springs .verdict.pass{border-color:#1e7b34;background:#f1f8f3}#your-springs .fix{font-size:.95rem}\
    #summary{background:#f3f6fb;border:1px solid #d8e0ee;border-radius:8px;padding:.25rem 1.25rem 1rem}\
    #summary h2{margin-top:.75rem;border:0}#summary li{margin:.5rem 0}.more{white-space:nowrap;font-size:.85rem}\
    nav ul{display:flex;flex-wrap:wrap;gap:.25rem 1.25rem;list-style:none;padding:0;margin:1.5rem 0}\
    a{color:#0b57a4}code{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:.88em;background:#f2f2f2;padding:0 .2em;border-radius:3px;white-space:nowrap}\
    pre{overflow-x:auto;background:#f6f6f6;padding:.75rem}.table{overflow-x:auto;margin:1rem 0}\
    table{border-collapse:collapse;font-size:.88rem}th,td{padding:.3rem .6rem;border-bottom:1px solid #e2e2e2;text-align:left;vertical-align:top}\
    th{background:#fafafa;position:sticky;top:0}td:first-child,th:first-child{position:sticky;left:0;background:#fff;z-index:1}\
    th:first-child{background:#fafafa;z-index:2}.num{text-align:right;font-variant-numeric:tabular-nums;white-space:nowrap}\
    figure{margin:1.25rem 0;overflow-x:auto}figure svg{display:block;max-width:100%;height:auto}figcaption{font-size:.8rem;color:#666}\
    .stack{display:flex;flex-wrap:wrap;gap:.5rem}.stack-title{flex:1 0 100%;min-width:0;margin:0;font-weight:600;font-size:.95rem;overflow-wrap:anywhere}\
    .panel-box{overflow-x:auto;flex:1 1 26rem;max-width:100%}\
    @media (max-width:40rem){body{font-size:15px}main{padding:.75rem}h1{font-size:1.4rem}\
    figure svg{max-width:none}.panel-box{flex:1 0 100%}}
    """
}
