# frozen_string_literal: true

require "minitest/autorun"
require "philately"

module Fixtures
  def victoria
    @victoria ||= Philately::Catalogue.parse(File.read(File.expand_path("fixtures/victoria.txt", __dir__)))
  end
end
