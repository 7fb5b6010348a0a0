# frozen_string_literal: true

module Colorize
  class ColorAlreadyExist < StandardError
  end

  class ColorDontExist < StandardError
  end
end
