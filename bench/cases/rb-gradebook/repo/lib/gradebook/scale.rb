# frozen_string_literal: true

module Gradebook
  # Letter grades by the lowest percentage that earns them.
  module Scale
    module_function

    def letter(percent)
      case percent.round(1)
      when 93.0.. then "A"
      when 90.0...93.0 then "A-"
      when 87.0...90.0 then "B+"
      when 83.0...87.0 then "B"
      when 80.0...83.0 then "B-"
      when 77.0...80.0 then "C+"
      when 70.0...77.0 then "C"
      when 60.0...70.0 then "D"
      else "F"
      end
    end

    def passing?(percent)
      letter(percent) != "F"
    end
  end
end
