# frozen_string_literal: true

module Weightlifting
  # Sinclair points: a total scaled up to what a lifter of the heaviest class would be expected to lift,
  # so lifters of different bodyweights can be compared. Coefficients of the 2021-2024 Olympic cycle.
  module Sinclair
    A = 0.722762521
    B = 193.609

    module_function

    def coefficient(bodyweight)
      return 1.0 if bodyweight >= B

      10**(A * Math.log10(bodyweight / B)**2)
    end

    def points(total, bodyweight)
      (total * coefficient(bodyweight)).round(2)
    end
  end
end
