# frozen_string_literal: true

require "date"
require_relative "dogwalk/dog"
require_relative "dogwalk/walk"
require_relative "dogwalk/tariff"
require_relative "dogwalk/invoice_service"
require_relative "dogwalk/rota"

# Bookings, prices and the weekly rota of a small dog-walking business.
module Dogwalk
end
