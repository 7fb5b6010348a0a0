module Joinery
  # Extra length a rail needs for the joints at its ends, in mm.
  module Joints
    ALLOWANCES = {
      butt: 0,
      mortise_tenon: 30,   # tenon length at each end
      through_tenon: 45,   # through the stile plus 5 mm to trim flush
      bridle: 40,
      dowel: 0
    }.freeze

    module_function

    def allowance(kind)
      ALLOWANCES.fetch(kind) { raise ArgumentError, "unknown joint #{kind.inspect}" }
    end

    # Cut length for a rail that is `shoulder` mm between shoulders with a
    # joint of the given kind at each end.
    def cut_length(shoulder, left, right = left)
      shoulder + allowance(left) + allowance(right)
    end
  end
end
