"""A message's words as a program reads them: each chord-like word framed, with a mark under it for how it was read.

Words flow left to right and wrap, as the message does. A plain word is left bare; a word read as a
chord has a solid frame and a check mark; one read as another chord a frame and an arrow to what was
read ("→ F"); one refused a dashed frame and a cross; one passed over in silence a dotted frame and a
question mark; a Roman numeral a double frame and "I–VII". Frames and marks differ in shape, not only
in colour, and the marks are symbols or GA's own chord symbols. The words are the message's, marked as English
text on every page; the label quotes the message and says each mark in the reader's language
(`drawings.message_words`), as the page's legend does.
"""
from __future__ import annotations

from dataclasses import dataclass

from ..svg import svg, text, text_width

VALID, MISREAD, REFUSED, UNREAD, ROMAN, TEXT = "valid", "misread", "refused", "unread", "roman", "text"
MARKS = {VALID: "✓", REFUSED: "✕", UNREAD: "?", ROMAN: "I–VII"}  # a misread word's mark is "→ " and what was read
DASHES = {VALID: "", MISREAD: "", REFUSED: "5 3", UNREAD: "1.5 2.5", ROMAN: ""}
COLOURS = {VALID: "#283593", MISREAD: "#ad1457", REFUSED: "#ad1457", UNREAD: "#616161", ROMAN: "#283593"}
WIDTH, MARGIN, SIZE, MARK_SIZE = 320, 6, 12, 11
GAP, PAD, LINE = 4, 3, 42  # between words, inside a frame, from one line of words to the next


@dataclass(frozen=True)
class Word:
    """A word of the message and how it was read; `read_as` is what a misread word became."""

    text: str
    kind: str = TEXT
    read_as: str = ""

    @property
    def mark(self) -> str:
        return f"→ {self.read_as}" if self.kind == MISREAD else MARKS.get(self.kind, "")

    def width(self) -> float:
        return max(text_width(self.text, SIZE), text_width(self.mark, MARK_SIZE)) + 2 * PAD


def message_words_svg(words: list[Word], label: str) -> str:
    """The words on as many lines as they need, as SVG markup, with the label a reader's voice said.

    >>> picture = message_words_svg([Word("fits"), Word("B♭", MISREAD, "B"), Word("Q7", REFUSED)], "…")
    >>> '<text x="' in picture and 'lang="en">B♭</text>' in picture, picture.count("<rect")
    (True, 2)
    """
    lines, x = [[]], MARGIN
    for word in words:
        if lines[-1] and x + word.width() > WIDTH - MARGIN:
            lines.append([])
            x = MARGIN
        lines[-1].append((x, word))
        x += word.width() + GAP
    body = [part for k, line in enumerate(lines) for x, word in line for part in drawn(word, x, 8 + k * LINE)]
    return svg(WIDTH, 8 + len(lines) * LINE, label, body, "message-words")


def drawn(word: Word, x: float, top: float) -> list[str]:
    """A word, its frame and its mark."""
    width, centre = word.width(), x + word.width() / 2
    parts = [text(centre, top + SIZE + 4, word.text, SIZE, lang="en")]
    if word.kind == TEXT:
        return parts
    colour, dash = COLOURS[word.kind], DASHES[word.kind]
    dashed = f' stroke-dasharray="{dash}"' if dash else ""
    parts.append(f'<rect x="{x:g}" y="{top:g}" width="{width:g}" height="{SIZE + 10:g}" rx="3" fill="none" '
                 f'stroke="{colour}" stroke-width="1.6"{dashed}/>')
    if word.kind == ROMAN:
        parts.append(f'<rect x="{x + 2.5:g}" y="{top + 2.5:g}" width="{width - 5:g}" height="{SIZE + 5:g}" rx="2" '
                     f'fill="none" stroke="{colour}" stroke-width="0.8"/>')
    parts.append(text(centre, top + SIZE + 10 + MARK_SIZE + 3, word.mark, MARK_SIZE, weight="bold"))
    return parts
