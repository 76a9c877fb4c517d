/*
 * polyhedral_codegen.h - isl's AST of a new schedule, written back as
 * affine IR: affine.for with max/min bounds, affine.if, and each
 * statement's ops cloned with its induction variables rewritten as
 * affine.apply of the new loops' ones (compose-affine-maps folds them
 * into the subscripts).
 */
#ifndef AFFC_TRANSFORMS_POLYHEDRAL_CODEGEN_H
#define AFFC_TRANSFORMS_POLYHEDRAL_CODEGEN_H

#include <isl/ast.h>

#include "analysis/scop.h"

/* The names of the annotations of tree's for nodes (isl ids): a loop
 * that carries no dependence given the loops around it, and one that
 * may. The outermost parallel loop of each nest becomes an
 * affine.parallel, marked proven_parallel; an innermost parallel loop
 * inside another parallel loop gets AFFINE_SIMD_ATTR. */
#define CODEGEN_PARALLEL "parallel"
#define CODEGEN_SEQUENTIAL "sequential"

/* Writes the loops of tree before op anchor. Returns false, inserting
 * nothing, with *why, when tree has an expression affine IR cannot hold
 * (a select, a disjunction, a division by a non-constant). */
bool codegen_ast(IrContext *ctx, const Scop *scop,
                 __isl_keep isl_ast_node *tree, IrOp *anchor,
                 const char **why);

#endif
