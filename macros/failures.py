"""What went wrong on which page, line and language: collected over a build, reported together."""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Failure:
    """One failure an author can act on: `docs/lesson.fr.md:42 [fr] message`."""

    path: str
    line: int
    language: str
    message: str

    def __str__(self) -> str:
        return f"{self.path}:{self.line} [{self.language}] {self.message}"


class Failures:
    """The failures of one build of every language, in the order they were found."""

    def __init__(self):
        # a dict, kept in order: a broken engine fails each of a site's 2,200 directives, and a list's
        # `in` made adding them 1 s of a build
        self._items: dict[Failure, None] = {}

    def add(self, failure: Failure) -> None:
        self._items.setdefault(failure)

    def __bool__(self) -> bool:
        return bool(self._items)

    def __len__(self) -> int:
        return len(self._items)

    def take(self) -> list[Failure]:
        items, self._items = list(self._items), {}
        return items

    def summary(self) -> str:
        """Each problem once, at its first place, with how many other places share it."""
        by_message: dict[str, list[Failure]] = {}
        for failure in self._items:
            by_message.setdefault(failure.message, []).append(failure)
        head = f"{len(by_message)} problem{'s' if len(by_message) != 1 else ''} in the lessons' macros:"
        return "\n".join([head] + [f"  {places[0]}{also(places[1:])}" for places in by_message.values()])


def also(others: list[Failure]) -> str:
    if not others:
        return ""
    shown = ", ".join(f"{f.path}:{f.line} [{f.language}]" for f in others[:3])
    more = f" and {len(others) - 3} more" if len(others) > 3 else ""
    return f" (also at {shown}{more})"
