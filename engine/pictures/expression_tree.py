"""A parsed expression drawn as a tree: the operation at the top, each field under it, GA's values as leaves.

Each node is a box with its name (a case of GA's grammar types, such as `Pullback` or
`ChordObject`); a leaf, one of GA's values (`C Major`, `"Transpose"`), is drawn without a frame,
so the two differ by their outline as well as their weight. Leaves are spread evenly along the
bottom rows and each parent centred over its children.
"""
from __future__ import annotations

from dataclasses import dataclass

from ..svg import text_width
from .svg import MUTED, PANEL, svg, text

SIZE, LEVEL, PAD, GAP, TOP = 12, 54, 8, 10, 34  # font, row height, inside a box, between leaves, first row


@dataclass(frozen=True)
class Node:
    """A node of the tree: its name, and its children in order (none for a leaf)."""

    label: str
    children: tuple["Node", ...] = ()


def tree_svg(expression: str, root: Node, label: str = "") -> str:
    """The expression's tree, its text as the title, as SVG markup; the label a reader's voice said (`drawings.tree`:
    the tree quoted, GA's words), or the expression and the tree's outline.

    >>> picture = tree_svg("C ⊗ G", Node("TensorProduct", (Node("ChordObject", (Node("C Major"),)),
    ...                                                   Node("ChordObject", (Node("G Major"),)))))
    >>> 'aria-label="C ⊗ G: TensorProduct(ChordObject(C Major), ChordObject(G Major))"' in picture, picture.count("<rect")
    (True, 3)
    """
    slots = leaf_slots(root)
    width = max(sum(slots) + GAP * (len(slots) - 1) + 2 * PAD, text_width(expression, 14) + 2 * PAD)
    placed: list[tuple[Node, float, int]] = []
    place(root, (width - sum(slots) - GAP * (len(slots) - 1)) / 2, 0, slots, placed)
    body = [text(width / 2, 18, expression, 14, weight="bold")]
    where = {id(node): (x, depth) for node, x, depth in placed}
    for node, x, depth in placed:
        for child in node.children:
            cx, cdepth = where[id(child)]
            body.append(f'<line x1="{x:g}" y1="{y_of(depth) + 10:g}" x2="{cx:g}" y2="{y_of(cdepth) - 14:g}" '
                        f'stroke="{MUTED}" stroke-width="1.2"/>')
    for node, x, depth in placed:
        body += box(node, x, y_of(depth))
    height = y_of(max(depth for _, _, depth in placed)) + 22
    return svg(width, height, label or f"{expression}: {outline(root)}", body, max_width=f"{width / 16:g}rem")


def leaf_slots(node: Node) -> list[float]:
    """The width each leaf takes along the bottom, left to right."""
    if not node.children:
        return [label_width(node)]
    slots = [w for child in node.children for w in leaf_slots(child)]
    extra = label_width(node) - (sum(slots) + GAP * (len(slots) - 1))
    return slots if extra <= 0 else [w + extra / len(slots) for w in slots]


def place(node: Node, left: float, depth: int, slots: list[float], placed: list) -> float:
    """Place the node over its leaves, from `left`; consume its leaves' slots; return the right edge."""
    if not node.children:
        width = slots.pop(0)
        placed.append((node, left + width / 2, depth))
        return left + width
    start, right = left, left
    firsts = len(placed)
    for child in node.children:
        right = place(child, right, depth + 1, slots, placed) + GAP
    children = [x for n, x, d in placed[firsts:] if d == depth + 1]
    placed.append((node, (children[0] + children[-1]) / 2 if children else (start + right) / 2, depth))
    return right - GAP


def label_width(node: Node) -> float:
    return text_width(node.label, SIZE) + 2 * PAD


def y_of(depth: int) -> float:
    return TOP + 14 + depth * LEVEL


def box(node: Node, x: float, y: float) -> list[str]:
    """A node: a framed box for a case of GA's types, bare text for a value."""
    words = text(x, y + 4, node.label, SIZE, weight="bold" if node.children else "normal", lang="en")  # GA's words
    if not node.children:
        return [words]
    width = label_width(node)
    return [f'<rect x="{x - width / 2:g}" y="{y - 12:g}" width="{width:g}" height="22" rx="4" fill="{PANEL}" '
            f'stroke="{MUTED}"/>', words]


def outline(node: Node) -> str:
    """The tree in one line: "Pullback(ChordObject(C Major), InvertExpr, ...)"."""
    return node.label + (f"({', '.join(outline(c) for c in node.children)})" if node.children else "")
