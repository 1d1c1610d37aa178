"""Pygments' C# lexer compiled once per process, not once per code block.

A lexer class compiles its token rules the first time it is made, and keeps them on the class;
the C# lexer (and Nemerle's, made the same way) sets them on each instance instead, so Pygments
takes the class for one never made and compiles its rules again for every block: 1.4 ms a block,
0.5 s a build of the course's 351 C# blocks (pymdownx makes a lexer per block). Giving the class
the rules it compiled makes each later lexer reuse them; a block's tokens are the same.
"""
from __future__ import annotations

from functools import cache


@cache  # once per process, however many builds it runs
def compile_once() -> None:
    """Keep the per-instance lexers' compiled rules on their classes."""
    from pygments.lexers.dotnet import CSharpLexer, NemerleLexer

    for lexer in (CSharpLexer, NemerleLexer):
        lexer()  # compiles the default level's rules into the class's table of levels
        if "_tokens" not in vars(lexer):
            lexer._tokens = lexer._all_tokens["basic"]
