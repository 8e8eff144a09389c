import Foundation

// A path moved, turned or scaled point by point, as Core Graphics transforms one: an element
// whose kind survives the transform (a rectangle under a translation or scale) stays that
// element; otherwise it becomes the lines and curves that draw it. Evidence: Apple docs,
// Path.applying(_:) ("Returns a path constructed by applying the transform to all points of
// the path") and offsetBy(dx:dy:); boundingRect ("A rectangle containing all path segments").
extension Path {
    public func applying(_ transform: CGAffineTransform) -> Path {
        if transform.isIdentity { return self }
        return Path(elements: elements.flatMap { $0.applying(transform) })
    }

    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
        applying(CGAffineTransform(translationX: dx, y: dy))
    }

    /// The smallest rectangle holding every point the path draws through (curves by their
    /// control points, as `boundingRect` of Core Graphics' `boundingBoxOfPath`).
    public var boundingRect: CGRect {
        var points: [CGPoint] = []
        for element in elements {
            switch element {
            case .move(let p), .line(let p): points.append(p)
            case .quadCurve(let p, let c): points += [p, c]
            case .curve(let p, let c1, let c2): points += [p, c1, c2]
            case .rect(let r), .roundedRect(let r, _), .ellipse(let r):
                points += [CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.maxY)]
            case .arc, .tangentArc:
                points += element.outline().flatMap(\.points)
            case .close: break
            }
        }
        guard let first = points.first else { return .null }
        var minX = first.x, minY = first.y, maxX = first.x, maxY = first.y
        for p in points {
            minX = Swift.min(minX, p.x); minY = Swift.min(minY, p.y)
            maxX = Swift.max(maxX, p.x); maxY = Swift.max(maxY, p.y)
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}

extension CGAffineTransform {
    /// Keeps axis-aligned rectangles axis-aligned (no rotation or shear).
    var keepsAxes: Bool { b == 0 && c == 0 }
}

extension CGRect {
    func applying(axisAligned t: CGAffineTransform) -> CGRect {
        let p = CGPoint(x: minX, y: minY).applying(t), q = CGPoint(x: maxX, y: maxY).applying(t)
        return CGRect(x: Swift.min(p.x, q.x), y: Swift.min(p.y, q.y), width: abs(q.x - p.x), height: abs(q.y - p.y))
    }
}

extension Path.Element {
    var points: [CGPoint] {
        switch self {
        case .move(let p), .line(let p): [p]
        case .quadCurve(let p, let c): [p, c]
        case .curve(let p, let c1, let c2): [p, c1, c2]
        default: []
        }
    }

    func applying(_ t: CGAffineTransform) -> [Path.Element] {
        switch self {
        case .move(let p): return [.move(p.applying(t))]
        case .line(let p): return [.line(p.applying(t))]
        case .quadCurve(let p, let c): return [.quadCurve(to: p.applying(t), control: c.applying(t))]
        case .curve(let p, let c1, let c2): return [.curve(to: p.applying(t), control1: c1.applying(t), control2: c2.applying(t))]
        case .close: return [.close]
        case .rect(let r) where t.keepsAxes: return [.rect(r.applying(axisAligned: t))]
        case .ellipse(let r) where t.keepsAxes: return [.ellipse(r.applying(axisAligned: t))]
        case .roundedRect(let r, let corner) where t.keepsAxes:
            return [.roundedRect(r.applying(axisAligned: t), cornerSize: CGSize(width: corner.width * abs(t.a), height: corner.height * abs(t.d)))]
        default: return outline().flatMap { $0.applying(t) }
        }
    }

    /// The element as moves, lines and cubic curves (each quarter of an ellipse or arc one
    /// curve, Core Graphics' own approximation).
    func outline() -> [Path.Element] {
        switch self {
        case .rect(let r):
            return [.move(CGPoint(x: r.minX, y: r.minY)), .line(CGPoint(x: r.maxX, y: r.minY)),
                    .line(CGPoint(x: r.maxX, y: r.maxY)), .line(CGPoint(x: r.minX, y: r.maxY)), .close]
        case .ellipse(let r):
            return Self.arcCurves(center: CGPoint(x: r.midX, y: r.midY), rx: r.width / 2, ry: r.height / 2,
                                  from: 0, sweep: 2 * .pi, startWithMove: true) + [.close]
        case .roundedRect(let r, let corner):
            let rx = Swift.min(corner.width, r.width / 2), ry = Swift.min(corner.height, r.height / 2)
            var parts: [Path.Element] = [.move(CGPoint(x: r.minX + rx, y: r.minY)), .line(CGPoint(x: r.maxX - rx, y: r.minY))]
            parts += Self.arcCurves(center: CGPoint(x: r.maxX - rx, y: r.minY + ry), rx: rx, ry: ry, from: -.pi / 2, sweep: .pi / 2, startWithMove: false)
            parts.append(.line(CGPoint(x: r.maxX, y: r.maxY - ry)))
            parts += Self.arcCurves(center: CGPoint(x: r.maxX - rx, y: r.maxY - ry), rx: rx, ry: ry, from: 0, sweep: .pi / 2, startWithMove: false)
            parts.append(.line(CGPoint(x: r.minX + rx, y: r.maxY)))
            parts += Self.arcCurves(center: CGPoint(x: r.minX + rx, y: r.maxY - ry), rx: rx, ry: ry, from: .pi / 2, sweep: .pi / 2, startWithMove: false)
            parts.append(.line(CGPoint(x: r.minX, y: r.minY + ry)))
            parts += Self.arcCurves(center: CGPoint(x: r.minX + rx, y: r.minY + ry), rx: rx, ry: ry, from: .pi, sweep: .pi / 2, startWithMove: false)
            return parts + [.close]
        case .arc(let center, let radius, let start, let end, let clockwise):
            // Core Graphics' `clockwise` is clockwise in its y-up space: decreasing angles.
            var sweep = end.radians - start.radians
            if clockwise { while sweep > 0 { sweep -= 2 * .pi } } else { while sweep < 0 { sweep += 2 * .pi } }
            return Self.arcCurves(center: center, rx: radius, ry: radius, from: start.radians, sweep: sweep, startWithMove: false, lineToStart: true)
        case .tangentArc(let p1, let p2, _):
            // Chosen [tangent-arc-as-lines]: the arc's tangent points need the current point,
            // which an element alone does not know; its corner is kept as two lines.
            return [.line(p1), .line(p2)]
        default:
            return [self]
        }
    }

    static func arcCurves(center: CGPoint, rx: CGFloat, ry: CGFloat, from start: Double, sweep: Double,
                          startWithMove: Bool, lineToStart: Bool = false) -> [Path.Element] {
        func point(_ angle: Double) -> CGPoint {
            CGPoint(x: center.x + rx * CGFloat(cos(angle)), y: center.y + ry * CGFloat(sin(angle)))
        }
        let pieces = Swift.max(1, Int((abs(sweep) / (.pi / 2)).rounded(.up)))
        let step = sweep / Double(pieces)
        let k = 4.0 / 3.0 * tan(step / 4)
        var result: [Path.Element] = []
        if startWithMove { result.append(.move(point(start))) } else if lineToStart { result.append(.line(point(start))) }
        for index in 0..<pieces {
            let a0 = start + Double(index) * step, a1 = a0 + step
            let p0 = point(a0), p3 = point(a1)
            let c1 = CGPoint(x: p0.x - CGFloat(k * sin(a0)) * rx, y: p0.y + CGFloat(k * cos(a0)) * ry)
            let c2 = CGPoint(x: p3.x + CGFloat(k * sin(a1)) * rx, y: p3.y - CGFloat(k * cos(a1)) * ry)
            result.append(.curve(to: p3, control1: c1, control2: c2))
        }
        return result
    }
}
