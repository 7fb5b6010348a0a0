# frozen_string_literal: true

require_relative "trawler/money"
require_relative "trawler/landing"
require_relative "trawler/trip"
require_relative "trawler/auction"
require_relative "trawler/quota"
require_relative "trawler/expenses"
require_relative "trawler/crew"
require_relative "trawler/settlement"
