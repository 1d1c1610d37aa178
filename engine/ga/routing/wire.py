"""The chat answer on the wire: GA's sentence splitter, its two event writers, and the readers on the other side.

Follows, at the pin (snapshot c781df5c):
- `Common/GA.Business.Core.Orchestration/Helpers/SseChunker.cs` 19-29: the answer split on the
  white space after `.`, `!` or `?`, which the split removes, blank pieces dropped. #743
  (43e0eae, 2026-09-28; the course's copy of its expression) splits at the position after that
  white space instead, so every character stays. Its lookbehind has a variable width, which .NET
  allows and Python's `re` does not: `split_743` finds the same positions as the end of each
  white-space run that follows `.`, `!` or `?` and precedes a character that is not white space.
  White space is .NET's `\\s` (`engine.ga.dotnet_text.WHITE_SPACE`).
- Writers: GaChatbot.Api's `WriteSseLineAsync` (`Apps/GaChatbot.Api/Controllers/ChatbotController.cs`
  449-474: CR removed, one `data: ` line per line, a blank line) and GaApi's
  (`Apps/ga-server/GaApi/Controllers/ChatbotController.cs` 318-322: the chunk after one `data: `).
- Readers: the HTML standard's event-stream parsing (WHATWG HTML 9.2.6; only the data field, the
  only one GA sends), GaChatbot.Api's page (`Apps/GaChatbot.Api/wwwroot/index.html` 740-809,
  consumeSseStream) and ga-client's chatService (`Apps/ga-client/src/services/chatService.ts`
  29-77 and 125-162). A stream is read as one buffer, as if it arrived in one piece.
"""
from __future__ import annotations

import json
import re
from dataclasses import dataclass
from functools import lru_cache

from ...errors import DataError
from ..dotnet_text import WHITE_SPACE, is_blank
from .data import gates

DONE = "[DONE]"
DONE_EVENT = f"data: {DONE}\n\n"  # ChatbotController.cs 82
SPACE_CHARS = "".join(sorted(WHITE_SPACE)).replace("\\", "\\\\").replace("]", "\\]")
STANDARD_LINE_END = re.compile(r"\r\n|\r|\n")
# A lookbehind ending in white space, then a lookahead: `(?<=X\s+)(?=Y)`
TRAILING_SPACE_LOOKBEHIND = re.compile(r"\(\?<=(?P<before>.*)\\s\+\)(?P<after>\(\?=.*\))")


def dotnet_spaces(pattern: str) -> str:
    """A pattern whose \\s and \\S mean .NET's white space (Python's \\s also takes U+001C-U+001F)."""
    return pattern.replace(r"\S", f"[^{SPACE_CHARS}]").replace(r"\s", f"[{SPACE_CHARS}]")


def patterns() -> dict:
    return gates("SseChunker", "chat_host.tsv")


@lru_cache(maxsize=None)
def sentence_split() -> re.Pattern[str]:
    """SseChunker's SentenceSplit, `(?<=[.!?])\\s+`."""
    return re.compile(dotnet_spaces(patterns()["sentence_split"].pattern))


@lru_cache(maxsize=None)
def split_positions_743() -> re.Pattern[str]:
    """#743's `(?<=[.!?]\\s+)(?=\\S)` as `(?<=[.!?])\\s+(?=\\S)`: the runs whose ends are its positions.

    Right after a sentence's mark, a run of white space reaching a character that is not white
    space is the only way the lookbehind holds there; so the two find the same positions.
    """
    expression = splitter_text()
    found = TRAILING_SPACE_LOOKBEHIND.fullmatch(expression)
    if found is None:
        raise DataError(f"#743's split {expression!r} is not a white-space lookbehind this model can rewrite")
    return re.compile(dotnet_spaces(f"(?<={found['before']})\\s+{found['after']}"))


def chunks(text: str) -> list[str]:
    """SseChunker.SplitIntoChunks at the pin: split on the white space after a sentence, blank pieces dropped.

    >>> chunks("One. Two!\\n\\n- Three")
    ['One.', 'Two!', '- Three']
    """
    if is_blank(text):
        return []
    return [piece for piece in sentence_split().split(text) if not is_blank(piece)]


def split_743(text: str) -> list[str]:
    """#743's `Regex.Split(text, @"(?<=[.!?]\\s+)(?=\\S)")`: cut after a sentence's white space, nothing lost.

    >>> split_743("One. Two!\\n\\n- Three\\n")
    ['One. ', 'Two!\\n\\n', '- Three\\n']
    """
    cuts = [m.end() for m in split_positions_743().finditer(text)]
    return [text[a:b] for a, b in zip([0, *cuts], [*cuts, len(text)])]


SPLITS = {"a826864": chunks, "#743": split_743}  # the pin's splitter, and #743's


def sse_event(data: str) -> str:
    """GaChatbot.Api's WriteSseLineAsync: CR removed, every line of the data after its own `data: `."""
    return "".join(f"data: {line}\n" for line in data.replace("\r", "").split("\n")) + "\n"


def gaapi_event(data: str) -> str:
    """GaApi's WriteSseLineAsync: the data as it is after one `data: `."""
    return f"data: {data}\n\n"


WRITERS = {"GaChatbot.Api": sse_event, "GaApi": gaapi_event}


def stream_of(pieces: list[str], writer=sse_event) -> str:
    """Chunks written as events, then the [DONE] event."""
    return "".join(writer(p) for p in pieces) + DONE_EVENT


@dataclass(frozen=True)
class Read:
    """What a reader makes of a stream: the text it shows, or the error it throws."""

    text: str = ""
    error: str | None = None


def standard_events(stream: str) -> list[str]:
    """The data of each event the HTML standard dispatches (a last event no blank line ends is lost)."""
    events, data = [], []
    for line in STANDARD_LINE_END.split(stream):
        if not line:
            if data:
                events.append("".join(data)[:-1])
            data = []
            continue
        if line.startswith(":"):
            continue
        name, _, value = line.partition(":")  # a line without a colon is a field with an empty value
        if name == "data":
            data.append((value[1:] if value.startswith(" ") else value) + "\n")
    return events


@dataclass(frozen=True)
class Frame:
    """Wire lines up to the blank line that ends them, and the event the HTML standard dispatches for them."""

    lines: tuple[tuple[str, bool], ...]  # each line, and whether its value went into the event's data
    data: str | None  # None: nothing dispatched (no data line, or no blank line to end it)


def frames(stream: str) -> list[Frame]:
    """The stream as the standard cuts it: each frame's lines, the data lines marked, and its event."""
    found, lines, data = [], [], []
    for line in STANDARD_LINE_END.split(stream):
        if not line:
            found.append(Frame(tuple(lines), "".join(data)[:-1] if data else None))
            lines, data = [], []
            continue
        name, _, value = line.partition(":")
        is_data = not line.startswith(":") and name == "data"
        lines.append((line, is_data))
        if is_data:
            data.append((value[1:] if value.startswith(" ") else value) + "\n")
    return [f for f in found if f.lines] + ([Frame(tuple(lines), None)] if lines else [])


def standard(stream: str) -> Read:
    """The HTML standard's reader, its text events joined (the [DONE] marker is not text)."""
    return Read("".join(e for e in standard_events(stream) if e != DONE))


def page(stream: str) -> Read:
    """GaChatbot.Api's page: events end at a blank line, their `data: ` lines joined; the first routing event skipped."""
    answer, routing, buffer = [], False, stream
    while (sep := buffer.find("\n\n")) >= 0:
        raw, buffer = buffer[:sep], buffer[sep + 2:]
        lines = [line[6:] for line in raw.split("\n") if line.startswith("data: ")]
        if not lines:
            continue
        data = "\n".join(lines)
        if data == DONE:
            break
        if not routing and data.startswith("{") and '"type"' in data and json_field(data, "type") == "routing":
            routing = True
            continue
        answer.append(data)
    return Read("".join(answer))


def chat_service(stream: str) -> Read:
    """ga-client's chatService: each event's first `data:` line, trimmed; JSON skipped, an error thrown.

    [DONE] completes the stream, and what is left after the last blank line is added, trimmed.
    """
    events = stream.split("\n\n")
    remainder, response = events.pop(), []
    for event in events:
        line = next((x for x in event.split("\n") if x.startswith("data:")), None)
        payload = js_trim(line[5:]) if line is not None else ""
        if not payload or payload == DONE:
            continue
        if payload.startswith("{"):
            if not is_json(payload):
                return Read(error="JSON.parse: the payload is not JSON")  # the browser's own message
            error = json_field(payload, "error")
            if js_truthy(error):
                return Read(error=str(error))
            continue
        response.append(payload)
    return Read("".join(response) + js_trim(remainder))


def js_truthy(value) -> bool:
    """JavaScript's truth of a JSON value: null, false, 0 and "" are false; objects and arrays true."""
    return not (value is None or value is False or value == 0 or value == "") or isinstance(value, (list, dict))


READERS = {"HTML standard": standard, "GaChatbot page": page, "ga-client chatService": chat_service}


def json_field(text: str, name: str):
    """A top-level field of a JSON object, or None when the text is not one or lacks it."""
    try:
        value = json.loads(text)
    except ValueError:
        return None
    return value.get(name) if isinstance(value, dict) else None


def is_json(text: str) -> bool:
    try:
        json.loads(text)
    except ValueError:
        return False
    return True


JS_SPACE = "".join(WHITE_SPACE) + "\ufeff"  # String.prototype.trim: white space, line terminators, the BOM


def js_trim(text: str) -> str:
    return text.strip(JS_SPACE)


def splitter_text() -> str:
    """#743's expression as the course copies it."""
    return gates("SseChunker", "chat_host.tsv")["sentence_split_743"][0]
