"""The warnings and errors the chatbot host logs while it answers a message without a model.

Each event (`data/host_logs.tsv`) is a line GA logs at a place in its code (snapshot c781df5c),
with the exception it carries and that exception's innermost GA stack frame: the facts the
course's program keeps of a log entry (Lesson4.cs `PrintLogs`, `GaFrame`), without the messages
and paths that differ between machines. A request's steps add the events they cause, in the order
they happen; the course prints them distinct and in ordinal order. The template's `{Name}` holes
take the values GA logs (a fallback reason, a length). Main's log lines are not known.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from ...errors import UnknownName
from .data import rows


@dataclass(frozen=True)
class LogLine:
    """One logged entry: level, logger category, message, and the exception's type and GA frame."""

    level: str  # "Warning" or "Error"
    category: str  # the logger's full category, e.g. "GA.Business.ML.Agents.Intents.SemanticIntentRouter"
    message: str
    exception: str = ""  # the exception's type name, "" for none
    frame: str = ""  # its innermost GA frame, "Type.Method File.cs:line", "" for none

    @property
    def logger(self) -> str:
        """The category's last part, as the course prints it."""
        return self.category.rsplit(".", 1)[-1]

    def printed(self) -> str:
        """The line as the course prints it: "Warning SemanticIntentRouter: ... [HttpRequestException at X.Y, X.cs:111]"."""
        line = f"{self.level} {self.logger}: {self.message}"
        if not self.exception:
            return line
        method, _, place = self.frame.partition(" ")
        return line + f" [{self.exception}{f' at {method}, {place}' if self.frame else ''}]"


@lru_cache(maxsize=None)
def events() -> dict[str, tuple[str, ...]]:
    return {event: (level, category, exception, frame, template)
            for event, level, category, _where, exception, frame, template in rows("host_logs.tsv", 7)}


def logged(event: str, **values: object) -> LogLine:
    """The entry GA logs for an event, its template's holes filled.

    >>> logged("orchestration_fallback", FallbackReason="no-match").message
    'Chat orchestration returned no-match. Falling back to direct chat client.'
    """
    if event not in events():
        raise UnknownName("log event", event, list(events()))
    level, category, exception, frame, template = events()[event]
    for name, value in values.items():  # .NET's structured logging writes each value with ToString()
        template = template.replace("{" + name + "}", str(value))
        category = category.replace("{" + name + "}", str(value))
    return LogLine(level, category, template, exception, frame)


def printed_lines(lines: tuple[LogLine, ...]) -> list[str]:
    """The course's view of a request's log: each entry printed once, in ordinal order."""
    return sorted(set(line.printed() for line in lines))
