/// Scene names for imported nodes (the contract): `CLASS@ADDRESS`; without an address
/// `CLASS#N`, N counting from 1 in file order per class; a name that would repeat gets `~2`, `~3`….
struct Naming {
    private var used: [String: Int] = [:]
    private var perClass: [String: Int] = [:]

    /// The name for a record of `className` at `address`, unique among the names given so far.
    mutating func name(className: String, address: String?) -> String {
        let base: String
        if let address {
            base = "\(className)@\(address)"
        } else {
            let number = perClass[className, default: 0] + 1
            perClass[className] = number
            base = "\(className)#\(number)"
        }
        return unique(base)
    }

    /// `base`, or `base~N` for the smallest N from 2 that is still free.
    mutating func unique(_ base: String) -> String {
        guard let seen = used[base] else {
            used[base] = 1
            return base
        }
        var suffix = seen + 1
        while used["\(base)~\(suffix)"] != nil { suffix += 1 }
        used[base] = suffix
        let name = "\(base)~\(suffix)"
        used[name] = 1
        return name
    }
}
