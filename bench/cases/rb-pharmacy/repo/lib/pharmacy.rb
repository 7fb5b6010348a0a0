# frozen_string_literal: true

require "date"

require_relative "pharmacy/errors"
require_relative "pharmacy/drug"
require_relative "pharmacy/formulary"
require_relative "pharmacy/prescription"
require_relative "pharmacy/stock"
require_relative "pharmacy/pricing"
require_relative "pharmacy/label"
require_relative "pharmacy/dispenser"

module Pharmacy
  VERSION = "0.4.0"
end
