"""Lesson 8's two ways of looking for an expected string in an answer: GA's, and the stricter one the course proposes.

GA's (PromptCorpusTests.cs 367-379) is a case-insensitive substring: "E" is in "the", "C" in "C#".
The course's keeps GA's strings and reads them as whole tokens: nothing a token is made of (a letter,
a digit, # ♯ ♭ ° ø +) against either end, and, for a string starting with a note name, the same
case. It also says where GA's reading found a string: the whole token around the match, and its line.
"""
from __future__ import annotations

from ..ga.corpus import Entry, Failure, evaluate
from ..ga.dotnet_text import upper_invariant
from ..music.note_tokens import is_note_token, is_token_char, token_around


def contains_whole(text: str, string: str) -> bool:
    """Whether the string stands in the text as a whole token, with its own case if it starts with a note name.

    >>> contains_whole("Drop C# tuning", "C"), contains_whole("C – G", "C"), contains_whole("processing", "G")
    (False, True, False)
    >>> contains_whole("The major scale", "Major Scale"), contains_whole("c major", "C major")
    (True, False)
    """
    exact = is_note_token(string.split(" ")[0])
    haystack, needle = (text, string) if exact else (upper_invariant(text), upper_invariant(string))
    at = haystack.find(needle)
    while at >= 0:
        end = at + len(string)
        if (at == 0 or not is_token_char(text[at - 1])) and (end == len(text) or not is_token_char(text[end])):
            return True
        at = haystack.find(needle, at + 1)
    return False


def strict(entry: Entry, answer: str) -> Failure | None:
    """The entry's invariants with every string read whole (the markers stay GA's)."""
    return evaluate(entry, answer, contains_whole)


def match(answer: str, string: str) -> tuple[str, int]:
    """Where GA's reading first finds a string in an answer: the whole token around it, and its line (from 1).

    >>> match("I encountered an error processing your request.", "G")
    ('processing', 1)
    """
    at = upper_invariant(answer).find(upper_invariant(string))
    return token_around(answer, at, len(string)), answer[:at].count("\n") + 1
