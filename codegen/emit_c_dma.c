/*
 * emit_c_dma.c - affine.dma_start and affine.dma_wait.
 *
 * Every memref lives in host memory, whatever its memory space, so a DMA
 * is a copy. With --dma=sync (the default) dma_start is the copy itself: a
 * memcpy when it is contiguous, affc_dma_copy (the "dma" runtime piece)
 * when it has `stride, elements_per_stride` operands; dma_wait has nothing
 * left to wait for. With --dma=async, dma_start hands the transfer to
 * affc_dma_start under its tag element's address and dma_wait calls
 * affc_dma_wait on that address; runtime/affc_rt_dma.h tells how the
 * transfers of one tag are completed. As MLIR defines it, the stride
 * walks the memref in the slower memory space (the lower number), so a
 * strided DMA needs two integer memory spaces that differ.
 */
#include "c_emit.h"
#include "ir/ir.h"

/* "&element" of memref operand `at` of a DMA op, subscripted by map
 * attribute map_name over the operands after it; *next is set to the
 * operand after those. NULL after reporting. */
static const char *dma_address(CEmit *e, const IrOp *op, unsigned at,
                               const char *map_name, unsigned *next) {
  IrAffineMap *map = ir_op_attr(op, map_name)->u.map;
  CMemref *m = c_val(e, ir_op_operand(op, at))->mem;
  *next = at + 1 + map->num_dims + map->num_symbols;
  if (!m) {
    c_unsupported(e, op, "on this memref");
    return NULL;
  }
  const char **idx = ir_alloc(e->ctx, (map->num_results + 1) * sizeof *idx);
  for (unsigned r = 0; r < map->num_results; r++)
    idx[r] = c_affine_result(e, map, r, op, at + 1);
  return ir_sprintf(e->ctx, "&%s", c_memref_elem(e, m, idx));
}

/* The memory space number of memref type t (0 when it has none); false
 * when the space is not an integer. */
static bool space_number(const IrType *t, int64_t *space) {
  const IrAttr *a = t->u.shaped.space;
  *space = a && a->kind == IR_ATTR_INTEGER ? a->u.integer.value : 0;
  return !a || a->kind == IR_ATTR_INTEGER;
}

/* Sets *side to the AFFC_DMA_* constant naming the strided side of a DMA
 * from src to dst: the one in the slower memory space. */
static bool strided_side(CEmit *e, const IrOp *op, const IrType *src,
                         const IrType *dst, const char **side) {
  int64_t from, to;
  if (!space_number(src, &from) || !space_number(dst, &to))
    return c_unsupported(e, op, "with strides and a memory space that is "
                                "not a number");
  if (from == to)
    return c_unsupported(e, op, "with strides between memrefs of the same "
                                "memory space");
  *side = from < to ? "AFFC_DMA_SRC_STRIDED" : "AFFC_DMA_DST_STRIDED";
  return true;
}

/* Transfers count elements. Synchronous and contiguous: a memcpy; else
 * an affc_dma_xfer (stride and per_stride 0 when contiguous) that
 * affc_dma_copy performs at once or affc_dma_start queues. */
static bool emit_dma_start(CEmit *e, IrOp *op) {
  unsigned dst_at, tag_at, count_at;
  const char *src = dma_address(e, op, 0, "src_map", &dst_at);
  const char *dst = dma_address(e, op, dst_at, "dst_map", &tag_at);
  const char *tag = dma_address(e, op, tag_at, "tag_map", &count_at);
  if (!src || !dst || !tag)
    return false;
  IrType *src_type = ir_op_operand(op, 0)->type;
  const char *elem = c_elem_type(e, src_type);
  const char *count = c_operand(e, op, count_at);
  bool strided = op->num_operands > count_at + 1;
  if (e->opts->dma == EMIT_DMA_SYNC && !strided) {
    c_line(e, "memcpy(%s, %s, sizeof(%s) * %s);", dst, src, elem,
           c_paren(e->ctx, count));
    c_line(e, "(void)%s;", tag);
    return true;
  }
  const char *side = "AFFC_DMA_CONTIGUOUS", *stride = "0", *per_stride = "0";
  if (strided) {
    if (!strided_side(e, op, src_type, ir_op_operand(op, dst_at)->type, &side))
      return false;
    stride = c_unparen(e->ctx, c_operand(e, op, count_at + 1));
    per_stride = c_unparen(e->ctx, c_operand(e, op, count_at + 2));
  }
  const char *x = ir_sprintf(
      e->ctx, "(affc_dma_xfer){%s, %s, sizeof(%s), %s, %s, %s, %s}", dst, src,
      elem, c_unparen(e->ctx, count), stride, per_stride, side);
  c_use(e, C_PIECE_DMA);
  if (e->opts->dma == EMIT_DMA_ASYNC) {
    c_line(e, "affc_dma_start(%s, %s);", tag, x);
    return true;
  }
  c_line(e, "affc_dma_copy(&%s);", x);
  c_line(e, "(void)%s;", tag);
  return true;
}

static bool emit_dma_wait(CEmit *e, IrOp *op) {
  unsigned next;
  const char *tag = dma_address(e, op, 0, "tag_map", &next);
  if (!tag)
    return false;
  if (e->opts->dma == EMIT_DMA_SYNC) {
    c_line(e, "(void)%s; /* copied at its dma_start */", tag);
    return true;
  }
  c_use(e, C_PIECE_DMA);
  c_line(e, "affc_dma_wait(%s);", tag);
  return true;
}

const COpRow c_rows_dma[] = {
    {"affine.dma_start", emit_dma_start},
    {"affine.dma_wait", emit_dma_wait},
    {NULL, NULL},
};
