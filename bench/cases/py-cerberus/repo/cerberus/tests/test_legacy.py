# -*- coding: utf-8 -*-

pass
