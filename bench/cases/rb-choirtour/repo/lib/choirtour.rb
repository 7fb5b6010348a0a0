# frozen_string_literal: true

require "choirtour/money"
require "choirtour/member"
require "choirtour/coach"
require "choirtour/lodging"
require "choirtour/statement"
