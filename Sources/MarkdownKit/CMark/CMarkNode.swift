import CCMark
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Thin typed reads of a borrowed `cmark_node *`. The document owns every node.
struct CMarkNode {
    let pointer: OpaquePointer

    var type: cmark_node_type { cmark_node_get_type(pointer) }

    var kind: MarkdownNode.Kind {
        switch type {
        case CMARK_NODE_DOCUMENT: return .document
        case CMARK_NODE_BLOCK_QUOTE: return .blockQuote
        case CMARK_NODE_LIST: return .list
        case CMARK_NODE_ITEM: return .item
        case CMARK_NODE_CODE_BLOCK: return .codeBlock
        case CMARK_NODE_HTML_BLOCK: return .htmlBlock
        case CMARK_NODE_CUSTOM_BLOCK: return .customBlock
        case CMARK_NODE_PARAGRAPH: return .paragraph
        case CMARK_NODE_HEADING: return .heading
        case CMARK_NODE_THEMATIC_BREAK: return .thematicBreak
        case CMARK_NODE_TEXT: return .text
        case CMARK_NODE_SOFTBREAK: return .softBreak
        case CMARK_NODE_LINEBREAK: return .lineBreak
        case CMARK_NODE_CODE: return .code
        case CMARK_NODE_HTML_INLINE: return .htmlInline
        case CMARK_NODE_CUSTOM_INLINE: return .customInline
        case CMARK_NODE_EMPH: return .emphasis
        case CMARK_NODE_STRONG: return .strong
        case CMARK_NODE_LINK: return .link
        case CMARK_NODE_IMAGE: return .image
        default: return .customBlock  // CMARK_NODE_NONE never appears in a parsed tree
        }
    }

    var literal: String? { string(cmark_node_get_literal(pointer)) }
    var url: String? { string(cmark_node_get_url(pointer)) }
    var title: String? { string(cmark_node_get_title(pointer)) }
    var fenceInfo: String? { string(cmark_node_get_fence_info(pointer)) }
    var headingLevel: Int { Int(cmark_node_get_heading_level(pointer)) }
    var isOrderedList: Bool { cmark_node_get_list_type(pointer) == CMARK_ORDERED_LIST }
    var listStart: Int { Int(cmark_node_get_list_start(pointer)) }
    var isTightList: Bool { cmark_node_get_list_tight(pointer) != 0 }

    var startLine: Int { Int(cmark_node_get_start_line(pointer)) }
    var startColumn: Int { Int(cmark_node_get_start_column(pointer)) }
    var endLine: Int { Int(cmark_node_get_end_line(pointer)) }
    var endColumn: Int { Int(cmark_node_get_end_column(pointer)) }

    var parent: CMarkNode? { cmark_node_parent(pointer).map(CMarkNode.init) }

    private func string(_ c: UnsafePointer<CChar>?) -> String? {
        c.map { String(cString: $0) }
    }
}

/// Preorder enter/exit events over a subtree, as cmark's iterator gives them (leaves have
/// only an enter event).
func forEachEvent(under root: OpaquePointer, _ body: (CMarkNode, _ entering: Bool) -> Void) {
    let iterator = cmark_iter_new(root)
    defer { cmark_iter_free(iterator) }
    while true {
        let event = cmark_iter_next(iterator)
        if event == CMARK_EVENT_DONE { break }
        guard let node = cmark_iter_get_node(iterator) else { continue }
        body(CMarkNode(pointer: node), event == CMARK_EVENT_ENTER)
    }
}

/// cmark_render_html, with the returned buffer freed.
func renderHTML(of node: OpaquePointer, options: Int32) -> String {
    guard let buffer = cmark_render_html(node, options) else { return "" }
    defer { free(buffer) }
    return String(cString: buffer)
}
