"""Pygments' C# lexer, compiled once per build process (macros/lexers.py)."""
import json
import subprocess
import sys

from pygments.lexers import get_lexer_by_name
from pygments.lexers.dotnet import CSharpLexer

from macros import lexers

CODE = 'var shapes = index.Search("Cmaj7", limit: 5); // the first five\nforeach (var s in shapes) Console.WriteLine($"{s.Id}");\n'
TOKENS = "from pygments.lexers import get_lexer_by_name; import json, sys; " \
         "print(json.dumps([[str(t), v] for t, v in get_lexer_by_name('csharp').get_tokens(sys.stdin.read())]))"


def test_a_csharp_block_after_the_first_compiles_nothing(monkeypatch):
    "Assert that once compile_once has run, a C# lexer pymdownx asks for compiles no rule again."
    lexers.compile_once()
    compiled = []
    original = CSharpLexer.process_tokendef.__func__
    monkeypatch.setattr(CSharpLexer, "process_tokendef",
                        classmethod(lambda cls, *args: compiled.append(args) or original(cls, *args)))
    for _ in range(3):
        get_lexer_by_name("csharp")
    assert compiled == []


def test_a_csharp_block_gets_the_tokens_pygments_gives_it_alone():
    "Assert a C# block's tokens after compile_once are those of a process where Pygments compiles the rules itself."
    lexers.compile_once()
    here = [[str(t), v] for t, v in get_lexer_by_name("csharp").get_tokens(CODE)]
    alone = subprocess.run([sys.executable, "-c", TOKENS], input=CODE, capture_output=True, text=True, check=True)
    assert here == json.loads(alone.stdout) and len(here) > 20
