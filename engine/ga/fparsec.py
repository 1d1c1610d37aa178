"""FParsec's reply model, for GA's F# parsers: a parser answers ok or not, and whether it consumed input.

GA's parsers (the DSL's `ChordParser.fs`, the Grothendieck operations parser) are FParsec
combinators, and FParsec is not a backtracking PEG: `p1 <|> p2` tries `p2` only when `p1` failed
*without consuming input*; a failure after consuming fails the whole choice, unless `attempt`
turns it back into a non-consuming one. `opt` and `many` stop on a non-consuming failure and fail
on a consuming one. These rules decide what GA reads, so the model keeps them: a parser is a
function `(text, position) -> Reply`.

Not modelled: FParsec's error messages (what GA shows of them is cut or redacted before a reader
sees it), user state, and positions in UTF-16 units (a position here counts code points; GA's
inputs and the lessons' are BMP text, where the two agree).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

Parser = Callable[[str, int], "Reply"]
ASCII_DIGITS = "0123456789"  # FParsec's `digit` is ASCII only


@dataclass(frozen=True)
class Reply:
    """What a parser answers: success and value, where it stopped, and whether it moved."""

    ok: bool
    value: object
    position: int
    consumed: bool


def success(value, start: int, position: int) -> Reply:
    return Reply(True, value, position, position != start)


def failure(start: int, position: int | None = None) -> Reply:
    """A failure at `position` (the start unless given): consuming when it moved past the start."""
    at = start if position is None else position
    return Reply(False, None, at, at != start)


def pstring(expected: str) -> Parser:
    """`pstring`: the exact text, whole or nothing (it never consumes on failure)."""
    def parse(text: str, pos: int) -> Reply:
        if text.startswith(expected, pos):
            return success(expected, pos, pos + len(expected))
        return failure(pos)
    return parse


def string_return(expected: str, value) -> Parser:
    """`stringReturn`: the exact text, answering `value`."""
    return returning(pstring(expected), value)


def any_of(chars: str) -> Parser:
    """`anyOf`: one character of `chars`."""
    return satisfy(lambda c: c in chars)


def satisfy(test: Callable[[str], bool]) -> Parser:
    """One character that passes `test`."""
    def parse(text: str, pos: int) -> Reply:
        if pos < len(text) and test(text[pos]):
            return success(text[pos], pos, pos + 1)
        return failure(pos)
    return parse


digit = any_of(ASCII_DIGITS)


def attempt(parser: Parser) -> Parser:
    """`attempt p`: p, but a failure never counts as consuming (the position goes back)."""
    def parse(text: str, pos: int) -> Reply:
        reply = parser(text, pos)
        return reply if reply.ok else failure(pos)
    return parse


def choice(*parsers: Parser) -> Parser:
    """`choice [...]` and `<|>`: the first alternative that succeeds, trying the next only after a non-consuming failure."""
    def parse(text: str, pos: int) -> Reply:
        for parser in parsers:
            reply = parser(text, pos)
            if reply.ok or reply.consumed:
                return reply
        return failure(pos)
    return parse


def opt(parser: Parser) -> Parser:
    """`opt p`: p's value, or None after a non-consuming failure (a consuming one fails)."""
    def parse(text: str, pos: int) -> Reply:
        reply = parser(text, pos)
        if reply.ok or reply.consumed:
            return reply
        return success(None, pos, pos)
    return parse


def many(parser: Parser) -> Parser:
    """`many p`: p's values as a tuple until a non-consuming failure; a consuming one fails the whole."""
    def parse(text: str, pos: int) -> Reply:
        values, at = [], pos
        while True:
            reply = parser(text, at)
            if not reply.ok:
                return failure(pos, reply.position) if reply.consumed else success(tuple(values), pos, at)
            if reply.position == at:  # FParsec throws here: the loop would never end
                raise ValueError(f"many: the parser succeeded without consuming input at {at}")
            values.append(reply.value)
            at = reply.position
    return parse


def not_followed_by(parser: Parser) -> Parser:
    """`notFollowedBy p`: succeeds, consuming nothing, where p fails; fails, consuming nothing, where p succeeds."""
    def parse(text: str, pos: int) -> Reply:
        return failure(pos) if parser(text, pos).ok else success(None, pos, pos)
    return parse


def seq(*parsers: Parser, combine: Callable = lambda *values: values) -> Parser:
    """`pipe2` ... `pipe5`: the parsers in turn, their values combined; a failure consumes if anything moved."""
    def parse(text: str, pos: int) -> Reply:
        values, at = [], pos
        for parser in parsers:
            reply = parser(text, at)
            if not reply.ok:
                return failure(pos, reply.position)
            values.append(reply.value)
            at = reply.position
        return success(combine(*values), pos, at)
    return parse


def left(parser: Parser, then: Parser) -> Parser:
    """`p .>> q`: both, p's value."""
    return seq(parser, then, combine=lambda a, _b: a)


def right(parser: Parser, then: Parser) -> Parser:
    """`p >>. q`: both, q's value."""
    return seq(parser, then, combine=lambda _a, b: b)


def mapped(parser: Parser, function: Callable) -> Parser:
    """`p |>> f`: p's value passed through f."""
    return seq(parser, combine=function)


def returning(parser: Parser, value) -> Parser:
    """`p >>% v`: p, answering v."""
    return seq(parser, combine=lambda _a: value)


def run(parser: Parser, text: str) -> Reply:
    """`run p text`: p from the start; text left after it is ignored (no `eof`)."""
    return parser(text, 0)
