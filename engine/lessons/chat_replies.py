"""The chat endpoint's replies as the course's programs print them in a table (lessons 25 and 28).

The chat column (the HTTP status, or the agent and its routing method), the answer's first line
cut as the program cuts it, a tally of the router's picks, and a phrasing's name in figures and
pictures. Lessons share them from here rather than from one another, so that an edit of one
lesson's code recomputes that lesson alone.
"""
from __future__ import annotations

from collections import Counter

from ..ga.routing import ChatReply
from ..table import Cell, ForReader, Join, phrase

NONE = "none"  # the intent the router picks when it picks none
ANSWER_CUT = 50  # the course program's cut of an answer's first line


def cut(text: str, width: int) -> str:
    """The text, or its first width-1 characters and an ellipsis (the course program's Cut)."""
    return text if len(text) <= width else text[:width - 1] + "…"


def slug(text: str) -> str:
    """A phrasing in picture names: "What's Dm7 up a whole step?" -> "whats_dm7_up_a_whole_step"."""
    spelled = text.lower().replace("#", "_sharp").replace("'", "")
    return "_".join("".join(c if c.isalnum() else " " for c in spelled).split())


def intent_cell(intent_id: str) -> Cell:
    """An intent the router picks, or "none" (for a reader, "no intent")."""
    return ForReader(phrase("none"), phrase("no intent")) if intent_id == NONE else intent_id


def answered_by(reply: ChatReply) -> Cell:
    """The chat column: "HTTP 500", or the agent and its routing method (GA's names)."""
    if reply.status != 200:
        return f"HTTP {reply.status}"
    return phrase("{agent} ({method})", agent=reply.agent, method=reply.method or phrase("none"))


def reply_text(reply: ChatReply) -> str:
    """The chat column as the program prints it."""
    return f"HTTP {reply.status}" if reply.status != 200 else f"{reply.agent} ({reply.method or NONE})"


def first_line(reply: ChatReply) -> str:
    """The answer's first non-blank line, trimmed and cut to 50 characters."""
    line = next((line.strip() for line in reply.answer.splitlines() if line.strip()), "")
    if reply.answer_cut:  # only the start of a longer line is known
        return line[:ANSWER_CUT - 1] + "…"
    return cut(line, ANSWER_CUT)


def counts(labelled: list[tuple[str, Cell]]) -> Join:
    """Each value with its count, "none 23, skill.chordinfo 2": most first, then in ordinal order of its text.

    `labelled` pairs each value's text as the program prints it (what it counts and sorts by)
    with the cell a reader gets.
    """
    tally = Counter(text for text, _ in labelled)
    cells = dict(labelled)
    return Join(", ", [phrase("{value} {count}", value=cells[text], count=n)
                       for text, n in sorted(tally.items(), key=lambda tn: (-tn[1], tn[0]))])
