# frozen_string_literal: true

require_relative "gymfees/plans"
require_relative "gymfees/fees"
require_relative "gymfees/proration"
require_relative "gymfees/invoice"
