# frozen_string_literal: true

module Paint
  VERSION = "2.3.0"
end
