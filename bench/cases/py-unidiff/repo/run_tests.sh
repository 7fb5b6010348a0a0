#! /bin/bash
python -m unittest discover -s tests/
