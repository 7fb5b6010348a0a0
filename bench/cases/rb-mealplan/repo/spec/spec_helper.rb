# frozen_string_literal: true

require_relative "../lib/mealplan"

RSpec.configure do |config|
  config.expect_with(:rspec) { |c| c.syntax = :expect }
  config.order = :defined
end
