# frozen_string_literal: true

if ENV["COVERAGE"] == "true"
  require "simplecov"
  require "coveralls"

  SimpleCov.formatter = SimpleCov::Formatter::MultiFormatter.new([
    SimpleCov::Formatter::HTMLFormatter,
    Coveralls::SimpleCov::Formatter
  ])

  SimpleCov.start do
    command_name "spec"
    add_filter "spec"
    enable_coverage :branch
  end
end

require "strings/case"

module Helpers
  def modern_ruby?
    Gem::Version.new(RUBY_VERSION) >= Gem::Version.new("2.4")
  end
end

RSpec.configure do |config|
  config.extend Helpers

  # Enable flags like --only-failures and --next-failure
  config.example_status_persistence_file_path = ".rspec_status"

  # Disable RSpec exposing methods globally on `Module` and `main`
  config.disable_monkey_patching!

  config.expect_with :rspec do |c|
    c.max_formatted_output_length = nil
    c.syntax = :expect
  end
end
