# frozen_string_literal: true

module Philately
  # Conditions as dealers abbreviate them, with the share of the catalogue
  # price (mint or used) that a stamp in that condition fetches.
  module Condition
    GRADES = {
      "MNH" => { name: "mint never hinged", mint: true, share: 1.0 },
      "MM" => { name: "mounted mint", mint: true, share: 0.6 },
      "VFU" => { name: "very fine used", mint: false, share: 1.0 },
      "FU" => { name: "fine used", mint: false, share: 0.7 },
      "U" => { name: "used", mint: false, share: 0.4 },
      "SPACE" => { name: "space filler", mint: false, share: 0.1 }
    }.freeze

    module_function

    def fetch(code)
      GRADES.fetch(code.to_s.upcase) { raise Error, "unknown condition #{code.inspect}" }
    end

    def mint?(code)
      fetch(code)[:mint]
    end

    def share(code)
      fetch(code)[:share]
    end
  end
end
