"""Grain elevator bookkeeping: scale tickets, grading, shrink, storage, settlement."""
