"""Fixtures for the report tests: the sample Diagnosis and factories."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

import pytest
from report_cases import entry, sample_diagnosis

from diagbot.diagnosis import Diagnosis, TraceEntry


@pytest.fixture
def sample() -> Diagnosis:
    """The full sample diagnosis."""
    return sample_diagnosis()


@pytest.fixture
def make() -> Callable[..., Diagnosis]:
    """The sample with some fields replaced: make(conclusion="…")."""
    return lambda **kw: replace(sample_diagnosis(), **kw)


@pytest.fixture
def make_entry() -> Callable[..., TraceEntry]:
    """A trace entry factory."""
    return entry
