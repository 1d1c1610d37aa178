"""A directive's calls, checked before it runs: known directives, the arguments each takes.

Left to Jinja, a misspelt directive is "'tabel' is undefined" and a wrong argument names the
plugin's classes. Read first as a Python expression (which directives are), a directive gets one
line that names the directive, what it takes and the closest names. Jinja-only syntax (`~`,
filters) does not parse as Python and is left to Jinja.
"""
from __future__ import annotations

import ast
import difflib
import inspect
from functools import lru_cache, partial
from typing import Callable

from jinja2.defaults import DEFAULT_NAMESPACE

from .expressions import parsed

CONSTANTS = {"true", "false", "none", "True", "False", "None"}  # Jinja's spellings and Python's
JINJA_GLOBALS = set(DEFAULT_NAMESPACE)  # range, dict, namespace...: Jinja has them, so a directive may use them
TYPES = {"str": str, "int": int, "None": type(None), "bool": bool}


class CallError(Exception):
    """A directive that calls something the page does not have, or passes arguments it does not take."""


def check_calls(expression: str, functions: dict[str, Callable]) -> None:
    """Raise CallError for an unknown name or arguments a directive does not take."""
    signatures = tuple((name, signature_of(f)) for name, f in functions.items())
    # a Signature hashes all its parameters each time; the cached ones stand for themselves
    key = (expression, tuple((name, id(signature)) for name, signature in signatures))
    if key not in _problems:
        _problems[key] = call_problem(expression, signatures)
    if _problems[key]:
        raise CallError(_problems[key])


_problems: dict[tuple, str | None] = {}  # signatures are kept by `_signature`'s cache, so their ids stay theirs


def call_problem(expression: str, functions: tuple[tuple[str, inspect.Signature], ...]) -> str | None:
    """What is wrong with the directive's calls, or None."""
    tree = parsed(expression)
    if tree is None:
        return None
    known = dict(functions)
    called = {id(node.func) for node in ast.walk(tree) if isinstance(node, ast.Call)}
    jinja = jinja_names(tree)
    for node in ast.walk(tree):
        if isinstance(node, ast.Name) and node.id not in known.keys() | CONSTANTS | JINJA_GLOBALS and id(node) not in jinja:
            return unknown_name(node.id, list(known), id(node) in called)
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in known:
            problem = argument_problem(node, node.func.id, known[node.func.id])
            if problem:
                return problem
    return None


def jinja_names(tree: ast.AST) -> set[int]:
    """The names Jinja reads as filters (`x | round(2)`) and tests (`x is defined`): Jinja checks those itself."""
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.BinOp) and isinstance(node.op, ast.BitOr):
            found.add(id(node.right.func if isinstance(node.right, ast.Call) else node.right))
        if isinstance(node, ast.Compare):
            found |= {id(c) for op, c in zip(node.ops, node.comparators) if isinstance(op, (ast.Is, ast.IsNot))}
    return found


def unknown_name(name: str, known: list[str], called: bool) -> str:
    if called:
        return f"unknown directive {name!r}{closest(name, known)}; the directives are {', '.join(known)}"
    return (f"unknown name {name!r}{closest(name, known)}: a directive calls one of {', '.join(known)}, "
            f'and a word it is given is in quotes ("{name}")')


def argument_problem(call: ast.Call, name: str, signature: inspect.Signature) -> str | None:
    """What is wrong with the arguments of one call, or None."""
    def takes() -> str:  # said only when something is wrong
        return f"it takes {usage(name, signature)}"

    if any(isinstance(a, ast.Starred) for a in call.args) or any(k.arg is None for k in call.keywords):
        return None
    for keyword in call.keywords:
        if keyword.arg not in signature.parameters:
            return f"{name}() has no argument {keyword.arg!r}{closest(keyword.arg, list(signature.parameters))}; {takes()}"
    try:
        bound = signature.bind(*call.args, **{k.arg: k.value for k in call.keywords})
    except TypeError as error:
        return f"{name}(): {error}; {takes()}"
    for parameter, node in bound.arguments.items():
        wanted = accepted(signature.parameters[parameter])
        if isinstance(node, ast.Constant) and wanted and not isinstance(node.value, wanted):
            return f"{name}(): {parameter} is {node.value!r}, not {' or '.join(type_name(t) for t in wanted)}; {takes()}"
    return None


def accepted(parameter: inspect.Parameter) -> tuple[type, ...]:
    """The types a parameter's annotation names (`str | None` -> str, NoneType), if all are simple."""
    names = [n.strip() for n in str(parameter.annotation).split("|")]
    return tuple(TYPES[n] for n in names) if all(n in TYPES for n in names) else ()


def type_name(kind: type) -> str:
    return "None" if kind is type(None) else kind.__name__


def signature_of(function: Callable) -> inspect.Signature:
    """The function's signature as a page calls it: without `self` (a method's, or one a partial has bound)."""
    if isinstance(function, partial):
        return _signature(function.func, len(function.args), tuple(function.keywords))
    return _signature(getattr(function, "__func__", function), 0, ())


@lru_cache(maxsize=None)  # a page's functions are made anew for each page; their signatures are the same
def _signature(function: Callable, bound: int, keywords: tuple[str, ...]) -> inspect.Signature:
    parameters = [p for p in inspect.signature(function).parameters.values() if p.name != "self"]
    parameters = [p for p in parameters[bound:] if p.name not in keywords]
    return inspect.Signature(parameters)


def usage(name: str, signature: inspect.Signature) -> str:
    """`value(name, at='pin', lesson=None, decimals=None)`."""
    shown = [p.name if p.default is inspect.Parameter.empty else f"{p.name}={p.default!r}"
             for p in signature.parameters.values()]
    return f"{name}({', '.join(shown)})"


def closest(name: str, known: list[str]) -> str:
    near = difflib.get_close_matches(name, known, n=2, cutoff=0.7)
    return f" (did you mean {' or '.join(repr(n) for n in near)}?)" if near else ""


def claim_operands(expression: str) -> list[str]:
    """The parts of a claim's condition worth showing when it fails: what is compared, constants aside.

    >>> claim_operands('claim(value("a.n") == value("a.m") and not value("b") > 3, "x")')
    ['value("a.n")', 'value("a.m")', 'value("b")']
    """
    call = parsed(expression)
    if not (isinstance(call, ast.Call) and call.args):
        return []
    found = [ast.get_source_segment(expression.strip(), node) for node in operands(call.args[0])]
    return list(dict.fromkeys(f for f in found if f))


def operands(node: ast.expr) -> list[ast.expr]:
    if isinstance(node, ast.Compare):
        return [n for n in (node.left, *node.comparators) if not isinstance(n, ast.Constant)]
    if isinstance(node, ast.BoolOp):
        return [o for value in node.values for o in operands(value)]
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.Not):
        return operands(node.operand)
    return [] if isinstance(node, ast.Constant) else [node]


@lru_cache(maxsize=None)  # asked by each claim in each language, and again by the parity check
def claim_condition(expression: str) -> str:
    """A claim's condition as parsed, without its wording (which each language translates) or its spacing.

    >>> claim_condition('claim(value("a.n")==0, "none is left")')
    "claim(value('a.n') == 0)"
    """
    call = parsed(expression)
    if call is None:
        return " ".join(expression.split())
    if isinstance(call, ast.Call) and isinstance(call.func, ast.Name) and call.func.id == "claim" and call.args:
        return f"claim({ast.unparse(call.args[0])})"
    return ast.unparse(call)
