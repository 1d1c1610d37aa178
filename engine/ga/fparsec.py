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

from typing import Callable, NamedTuple

Parser = Callable[[str, int], "Reply"]
ASCII_DIGITS = "0123456789"  # FParsec's `digit` is ASCII only


class Reply(NamedTuple):  # a tuple, not a frozen dataclass: a parse makes tens of thousands of replies
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


SPACE_CHARS = " \t\r\n"  # what `spaces` skips: never a no-break or other Unicode space


def skip_spaces(minimum: int) -> Parser:
    """`spaces` (minimum 0) and `spaces1` (minimum 1): space, tab and newlines, as many as there are."""
    def parse(text: str, pos: int) -> Reply:
        at = pos
        while at < len(text) and text[at] in SPACE_CHARS:
            at += 1
        return success(None, pos, at) if at - pos >= minimum else failure(pos)
    return parse


spaces, spaces1 = skip_spaces(0), skip_spaces(1)


def eof(text: str, pos: int) -> Reply:
    """`eof`: succeeds only at the end of the text."""
    return success(None, pos, pos) if pos == len(text) else failure(pos)


def preturn(value) -> Parser:
    """`preturn v`: v, consuming nothing."""
    return lambda text, pos: success(value, pos, pos)


def pfail(text: str, pos: int) -> Reply:
    """`fail message`: a non-consuming failure (its message is not modelled)."""
    return failure(pos)


def bind(parser: Parser, then: Callable[[object], Parser]) -> Parser:
    """`p >>= f`: p, then the parser f makes of p's value."""
    def parse(text: str, pos: int) -> Reply:
        reply = parser(text, pos)
        if not reply.ok:
            return reply
        following = then(reply.value)(text, reply.position)
        return success(following.value, pos, following.position) if following.ok else failure(pos, following.position)
    return parse


def between(opening: Parser, closing: Parser, parser: Parser) -> Parser:
    """`between open close p`: p's value, inside."""
    return seq(opening, parser, closing, combine=lambda _o, value, _c: value)


def sep_by1(parser: Parser, separator: Parser) -> Parser:
    """`sepBy1 p sep`: one p or more, separated; a separator that succeeds commits to another p."""
    def parse(text: str, pos: int) -> Reply:
        first = parser(text, pos)
        if not first.ok:
            return first
        values, at = [first.value], first.position
        while True:
            sep = separator(text, at)
            if not sep.ok:
                return failure(pos, sep.position) if sep.consumed else success(tuple(values), pos, at)
            item = parser(text, sep.position)
            if not item.ok:
                return failure(pos, item.position)
            values.append(item.value)
            at = item.position
    return parse


def many1_satisfy2(first: Callable[[str], bool], rest: Callable[[str], bool]) -> Parser:
    """`many1Satisfy2L f1 f`: a character that passes f1, then all that pass f, as one string."""
    def parse(text: str, pos: int) -> Reply:
        if pos >= len(text) or not first(text[pos]):
            return failure(pos)
        at = pos + 1
        while at < len(text) and rest(text[at]):
            at += 1
        return success(text[pos:at], pos, at)
    return parse


INT32 = range(-2**31, 2**31)
PREFIXES = {"x": 16, "o": 8, "b": 2}  # 0x, 0o, 0b (either case)


def pint32(text: str, pos: int) -> Reply:
    """`pint32`: an optional sign, then decimal digits, or 0x, 0o, 0b and digits of that base.

    Fails without consuming where no digit starts; after consuming where a prefix has no digit
    or the value leaves 32 bits.
    """
    at = pos + (text[pos:pos + 1] in ("-", "+"))
    if at >= len(text) or text[at] not in ASCII_DIGITS:
        return failure(pos)
    base = 10
    if text[at] == "0" and text[at + 1:at + 2].lower() in PREFIXES:
        base, at = PREFIXES[text[at + 1].lower()], at + 2
    allowed = "0123456789abcdefABCDEF"[:base + (base == 16) * 6]
    end = at
    while end < len(text) and text[end] in allowed:
        end += 1
    if end == at:
        return failure(pos, end)
    value = int(text[at:end], base) * (-1 if text[pos] == "-" else 1)
    return success(value, pos, end) if value in INT32 else failure(pos, end)


def forward() -> tuple[Parser, Callable[[Parser], None]]:
    """`createParserForwardedToRef`: a parser to use now, and the function that later says what it is."""
    slot: list[Parser] = []
    return (lambda text, pos: slot[0](text, pos)), slot.append


def run(parser: Parser, text: str) -> Reply:
    """`run p text`: p from the start; text left after it is ignored (no `eof`)."""
    return parser(text, 0)
