# frozen_string_literal: true

require_relative "campsite/money"
require_relative "campsite/season"
require_relative "campsite/pitch"
require_relative "campsite/stay"
require_relative "campsite/quote"
