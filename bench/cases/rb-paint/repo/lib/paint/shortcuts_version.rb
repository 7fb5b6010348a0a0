# frozen_string_literal: true

module Paint
  SHORTCUTS_VERSION = '2.0.0'
end
