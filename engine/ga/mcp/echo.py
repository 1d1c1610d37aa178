"""McpEchoSanitizer.SanitizeEcho: how GA's MCP tools echo an input inside an error message.

Follows `Common/GA.Business.ML/Agents/Mcp/McpEchoSanitizer.cs` 24-44 at the pin (snapshot
c781df5c): the input cut to 16 UTF-16 units plus "…" when longer, each control character replaced
by "·"; null or empty gives "". Unchanged on main (lesson 14's page).
"""
from __future__ import annotations

from ..dotnet_text import is_control, utf16_length, utf16_prefix

MAX_ECHO = 16  # MaxEchoLength, line 24


def sanitize_echo(raw: str | None) -> str:
    """The echo GA writes into an error.

    >>> sanitize_echo("domain.chordSubstitutions"), sanitize_echo("a\\nb")
    ('domain.chordSubs…', 'a·b')
    """
    if not raw:
        return ""
    clamped = utf16_prefix(raw, MAX_ECHO) + "…" if utf16_length(raw) > MAX_ECHO else raw
    return "".join("·" if is_control(c) else c for c in clamped)
